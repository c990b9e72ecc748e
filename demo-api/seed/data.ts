/** Word lists the seed draws from (deterministically). */
export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Isabella', 'Lucas', 'Mia', 'Mateo', 'Amelia',
  'Benjamin', 'Harper', 'Henry', 'Evelyn', 'Alexander', 'Abigail', 'Daniel', 'Emily', 'Michael', 'Ella', 'Sebastian',
  'Elizabeth', 'Jack', 'Camila', 'Owen', 'Luna', 'Samuel', 'Sofia', 'Wyatt', 'Avery', 'Ethan', 'Mila', 'Leo', 'Aria',
  'Jackson', 'Scarlett', 'Levi', 'Penelope', 'Isaac', 'Layla', 'Gabriel', 'Chloe', 'Julian', 'Victoria', 'Anthony',
  'Madison', 'Jayden', 'Eleanor', 'Carter', 'Grace', 'Dylan', 'Nora', 'Luke', 'Riley', 'Grayson', 'Zoey', 'Priya',
  'Wei', 'Hiroshi', 'Mei', 'Carlos', 'Lucia', 'Diego', 'Valentina', 'Arjun', 'Ananya', 'Omar', 'Fatima', 'Kwame',
];

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez',
  'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen',
  'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall',
  'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Chen', 'Patel', 'Kim', 'Wong', 'Singh', 'Tanaka', 'Shah',
  'Okafor', 'Novak', 'Fischer', 'Rossi', 'Silva', 'Costa', 'Murphy', "O'Brien", 'Kowalski', 'Larsen', 'Haddad',
];

export type City = { name: string; zip: string; county: string };

export const CITIES: City[] = [
  { name: 'San Francisco', zip: '94110', county: 'San Francisco' },
  { name: 'Oakland', zip: '94610', county: 'Alameda' },
  { name: 'Berkeley', zip: '94705', county: 'Alameda' },
  { name: 'San Jose', zip: '95125', county: 'Santa Clara' },
  { name: 'Palo Alto', zip: '94301', county: 'Santa Clara' },
  { name: 'Mountain View', zip: '94041', county: 'Santa Clara' },
  { name: 'Fremont', zip: '94536', county: 'Alameda' },
  { name: 'Walnut Creek', zip: '94596', county: 'Contra Costa' },
  { name: 'Sacramento', zip: '95818', county: 'Sacramento' },
  { name: 'Davis', zip: '95616', county: 'Yolo' },
  { name: 'Fresno', zip: '93704', county: 'Fresno' },
  { name: 'Los Angeles', zip: '90027', county: 'Los Angeles' },
  { name: 'Pasadena', zip: '91101', county: 'Los Angeles' },
  { name: 'Santa Monica', zip: '90403', county: 'Los Angeles' },
  { name: 'Long Beach', zip: '90803', county: 'Los Angeles' },
  { name: 'Irvine', zip: '92620', county: 'Orange' },
  { name: 'Newport Beach', zip: '92660', county: 'Orange' },
  { name: 'San Diego', zip: '92103', county: 'San Diego' },
  { name: 'Carlsbad', zip: '92008', county: 'San Diego' },
  { name: 'Santa Barbara', zip: '93101', county: 'Santa Barbara' },
  { name: 'Monterey', zip: '93940', county: 'Monterey' },
  { name: 'Santa Cruz', zip: '95060', county: 'Santa Cruz' },
];

export const STREETS = [
  'Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Willow', 'Sycamore', 'Magnolia', 'Laurel', 'Redwood', 'Vista', 'Sierra',
  'Hillcrest', 'Valley View', 'Ocean', 'Bay', 'Sunset', 'Mission', 'Alameda', 'El Camino', 'Lincoln', 'Jefferson',
  'Washington', 'Franklin', 'Madison', 'Park', 'Lake', 'Meadow', 'Orchard', 'Vineyard', 'Juniper', 'Manzanita',
];
export const STREET_TYPES = ['St', 'Ave', 'Blvd', 'Dr', 'Ln', 'Ct', 'Way', 'Pl'];

export const PROPERTY_TYPES = ['Single Family', 'Condo', 'Townhouse', 'Multi-Family', 'Bungalow', 'Craftsman'];

export const LISTING_FEATURES = [
  'Updated kitchen with quartz counters', 'Hardwood floors throughout', 'Sun-filled living room', 'Private backyard with mature trees',
  'Two-car attached garage', 'Walk to shops and cafes', 'Top-rated school district', 'Solar panels owned', 'Primary suite with walk-in closet',
  'Open floor plan', 'Ocean breezes', 'Views of the hills', 'Newly landscaped yard', 'Spacious bonus room', 'Quiet cul-de-sac location',
];

export const NOTES = [
  'Love the backyard!', 'Ask about HOA fees', 'Too close to the freeway', 'Schedule a showing this weekend', 'Kitchen needs work',
  'Great school district', 'Check the parking situation', 'Price seems high for the area', 'Perfect for the kids',
  'Follow up about making an offer', 'Compare with the one on Oak St', 'Need to see it in person',
];

export const MLS_DISCLAIMER =
  'Listing information is deemed reliable but not guaranteed and should be independently verified. Data courtesy of the Demo Regional MLS.';
