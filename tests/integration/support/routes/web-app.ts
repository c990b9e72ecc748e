import type { RouteCase } from '../route-case';

/** The home-screen app: public, the signed-in brokerage's when there is a session. */
export const routes: RouteCase[] = [
  { file: 'app/app.webmanifest/route.ts', method: 'GET', path: '/app.webmanifest', access: 'public', body: 'none', refuse: [] },
  {
    file: 'app/api/app-icon/[variant]/route.ts',
    method: 'GET',
    path: '/api/app-icon/small',
    params: { variant: 'small' },
    access: 'public',
    body: 'none',
    refuse: [],
  },
];
