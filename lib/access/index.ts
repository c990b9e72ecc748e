/**
 * The one access table: who may open each route, who sees each menu item, and who may call each
 * route-handler action. proxy.ts redirects from it, the sidebar draws from it, route handlers answer
 * 403 from it. Pure: no I/O; the caller builds the Viewer from the session and the app data.
 * Split by concern: the viewer, the shared predicates (`can`), routes, menu and actions.
 */
export * from '@/lib/access/viewer';
export * from '@/lib/access/predicates';
export * from '@/lib/access/routes';
export * from '@/lib/access/menu';
export * from '@/lib/access/actions';
