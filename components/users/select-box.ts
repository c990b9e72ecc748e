/** The users list's selection checkboxes (a row's, and the page's in the header). */
export const SELECT_BOX_CLASSES = 'size-4 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
