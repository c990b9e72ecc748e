import { z } from 'zod';
import { endpoint } from './endpoint';
import { AppData, AppSummary, SessionUser } from './entities';

const Email = z.string().trim().min(3).max(254);

/** A signed-in answer: the key plus who and which app. */
const SignedIn = z.object({ api_key: z.string(), user: SessionUser, app: AppData });

export const login = endpoint({
  name: 'login',
  method: 'POST',
  path: '/login',
  summary:
    'Email and password sign-in. With several apps and no stack_id the answer lists them (apps) and carries no key; ' +
    'the dashboard asks again with the chosen stack_id. Flags check_other and disabled refuse the sign-in.',
  auth: 'none',
  scope: 'any',
  body: 'json',
  request: z.object({ email: Email, password: z.string().min(1).max(200), stack_id: z.string().max(100).optional() }),
  response: z.object({
    api_key: z.string().optional(),
    user: SessionUser.optional(),
    app: AppData.optional(),
    apps: z.array(AppSummary).optional(),
    check_other: z.boolean().optional(),
    disabled: z.boolean().optional(),
  }),
});

export const loginSso = endpoint({
  name: 'loginSso',
  method: 'POST',
  path: '/login/sso',
  summary: 'Sign in by an SSO access token (the e and a query parameters of /sso).',
  auth: 'none',
  scope: 'any',
  body: 'json',
  request: z.object({ email: Email, token: z.string().min(1).max(500) }),
  response: SignedIn,
});

export const loginToken = endpoint({
  name: 'loginToken',
  method: 'POST',
  path: '/login/token',
  summary: 'Key restore: a session from an api key (and the read-only flag); answers the user and the app.',
  auth: 'none',
  scope: 'any',
  body: 'json',
  request: z.object({ api_key: z.string().min(1).max(200), ro: z.boolean() }),
  response: z.object({ user: SessionUser, app: AppData }),
});

export const forgotPassword = endpoint({
  name: 'forgotPassword',
  method: 'POST',
  path: '/login/forgot',
  summary: 'Send a password-reset email. The answer carries a message to show.',
  auth: 'none',
  scope: 'any',
  body: 'json',
  request: z.object({ email: Email }),
  response: z.object({ message: z.string() }),
});

export const accessToken = endpoint({
  name: 'accessToken',
  method: 'POST',
  path: '/sso/access_token',
  summary:
    "The SSO guide's first step, called by a brokerage's own systems (not by the dashboard): X-API-KEY is the app's API key, " +
    'the url-encoded form field email names the person; the accessToken answered is used as /sso?e=…&a=….',
  auth: 'key',
  scope: 'admin',
  body: 'form',
  chosenPath: true,
  request: z.object({ email: Email }),
  response: z.object({ accessToken: z.string() }),
});

export const loginFub = endpoint({
  name: 'loginFub',
  method: 'POST',
  path: '/login/fub',
  summary:
    'CRM embed (Follow Up Boss) sign-in, after the dashboard has checked the signature: the CRM account, its user and the person ' +
    'on screen. user_id_redirect is the end user whose page opens (null when there is none).',
  auth: 'none',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({
    fub_id: z.string().max(100),
    fub_domain: z.string().max(200),
    fub_agent_email: z.string().max(254),
    fub_user_email: z.string().max(254),
    debug: z.string().max(100).optional(),
  }),
  response: z.object({
    api_key: z.string(),
    user: SessionUser,
    app: AppData,
    user_id_redirect: z.number().int().nullable(),
  }),
});
