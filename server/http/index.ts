import 'server-only';

// Route handlers' toolkit: the wrappers, the body reader and the one error envelope.
export { DEFAULT_MAX_BYTES, firstIssue, hostileContent, mediaType, readJson } from '@/server/http/body';
export { errorJson, failedAs, redirectTo, toErrorResponse } from '@/server/http/errors';
export { HttpError } from '@/server/http/http-error';
export {
  formBody,
  guarded,
  isMutation,
  LINK_QUERY_HEADER,
  publicRoute,
  sameOrigin,
  type Ctx,
  type PublicSpec,
  type RouteInput,
  type RouteSpec,
} from '@/server/http/guarded';
