import { AllowAgentsInput, DeleteMortgageProInput, SaveMortgageProInput } from '@/lib/mortgage-pro/schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

const mpro = {
  display_name: 'Lena Park',
  email: 'lena@loans.test',
  phone: null,
  web: null,
  company: null,
  license: { licenseNumber: 'NMLS 1' },
  photo: null,
};
const MPRO_EDIT: Role[] = ['manager', 'agentWithoutMpro', 'readOnly', 'signedOut'];

export const routes: RouteCase[] = [
  {
    file: 'app/api/mpro/route.ts',
    method: 'POST',
    path: '/api/mpro',
    access: 'mpro.edit',
    body: 'json',
    schema: SaveMortgageProInput,
    sample: { level: { kind: 'app' }, mpro: { displayName: 'Lena Park', email: 'lena@loans.test', licenseNumber: 'NMLS 1' } },
    refuse: MPRO_EDIT,
    upstream: (u) => void u.post('/user/mpro').reply(200, { mpro }).persist(),
  },
  {
    file: 'app/api/mpro/route.ts',
    method: 'DELETE',
    path: '/api/mpro',
    access: 'mpro.edit',
    body: 'json',
    schema: DeleteMortgageProInput,
    sample: { level: { kind: 'app' } },
    refuse: MPRO_EDIT,
    upstream: (u) => void u.post('/user/mpro').reply(200, { mpro: null }).persist(),
  },
  {
    file: 'app/api/mpro/agents/route.ts',
    method: 'GET',
    path: '/api/mpro/agents?q=av',
    access: 'mpro.searchAgents',
    body: 'query',
    refuse: ['agent', 'manager', 'signedOut'],
    upstream: (u) => void u.get('/agents').query(true).reply(200, { agents: [], total: 0, from: 0, to: 0 }).persist(),
  },
  {
    file: 'app/api/mpro/photo/route.ts',
    method: 'POST',
    path: '/api/mpro/photo?level=app',
    access: 'mpro.edit',
    body: 'photo',
    refuse: MPRO_EDIT,
    upstream: (u) => void u.post('/user/mpro/avatar').reply(200, { photo: 'http://upstream.test/m.png' }).persist(),
  },
  {
    file: 'app/api/mpro/photo/route.ts',
    method: 'DELETE',
    path: '/api/mpro/photo?level=app',
    access: 'mpro.edit',
    body: 'none',
    refuse: MPRO_EDIT,
    upstream: (u) => void u.post('/user/mpro/avatar').reply(200, { photo: null }).persist(),
  },
  {
    file: 'app/api/mpro/settings/route.ts',
    method: 'POST',
    path: '/api/mpro/settings',
    access: 'mpro.adminSettings',
    body: 'json',
    schema: AllowAgentsInput,
    sample: { enabled: true },
    refuse: ['agent', 'manager', 'readOnly', 'signedOut'],
    upstream: (u) => void u.post('/user/mpro_agent').reply(200, { enabled: true }).persist(),
  },
];
