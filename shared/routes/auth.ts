import { route } from '../route-def.ts';
import {
  googleCallbackQuerySchema,
  googleStartQuerySchema,
  redirectAnswerSchema,
  messageAnswerSchema,
  okAnswerSchema,
  passwordResetBodySchema,
  recoverPasswordBodySchema,
  sessionAnswerSchema,
  signinBodySchema,
  signupBodySchema,
} from '../schemas/auth.ts';

// Sign-up, sign-in and the session (spec 1 sections 4 and 7). The session travels in cookies the
// API sets, never in a path or query (docs/auth.md). Each route is pure, as in consumer.ts.

const SMALL_BODY = 8 * 1024;

export const signup = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/authentication/signup',
  handler: 'auth/signup',
  access: 'public',
  body: signupBodySchema,
  response: sessionAnswerSchema,
  maxBodyBytes: SMALL_BODY,
  needs: {
    table: 'write',
    settings: ['sessions'],
    userPool: ['InitiateAuth', 'AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser'],
  },
});

export const signin = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/authentication/signin',
  handler: 'auth/signin',
  access: 'public',
  body: signinBodySchema,
  response: sessionAnswerSchema,
  maxBodyBytes: SMALL_BODY,
  needs: { table: 'write', settings: ['sessions'], userPool: ['InitiateAuth'] },
});

export const validateUser = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/authentication/validateUser',
  handler: 'auth/validate-user',
  access: 'public',
  response: sessionAnswerSchema,
  needs: { table: 'read', settings: ['sessions', 'google'], userPool: ['InitiateAuth'] },
});

export const logout = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/authentication/logout',
  handler: 'auth/logout',
  access: 'public',
  response: okAnswerSchema,
  needs: { table: 'write', settings: ['sessions', 'google'], userPool: ['RevokeToken'] },
});

export const passwordReset = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/authentication/passwordReset',
  handler: 'auth/password-reset',
  access: 'public',
  body: passwordResetBodySchema,
  response: messageAnswerSchema,
  maxBodyBytes: SMALL_BODY,
  needs: { table: 'write', settings: ['siteUrl'] },
});

export const recoverPassword = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/authentication/recoverPassword',
  handler: 'auth/recover-password',
  access: 'public',
  body: recoverPasswordBodySchema,
  response: sessionAnswerSchema,
  maxBodyBytes: SMALL_BODY,
  needs: {
    table: 'write',
    settings: ['sessions'],
    userPool: ['InitiateAuth', 'AdminSetUserPassword', 'AdminUserGlobalSignOut'],
  },
});

export const googleStart = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/authentication/google/start',
  handler: 'auth/google-start',
  access: 'public',
  query: googleStartQuerySchema,
  response: redirectAnswerSchema,
  needs: { settings: ['google'] },
});

export const googleCallback = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/authentication/google/callback',
  handler: 'auth/google-callback',
  access: 'public',
  query: googleCallbackQuerySchema,
  response: redirectAnswerSchema,
  needs: { table: 'write', settings: ['sessions', 'google'] },
});
