/** Every API answer's headers: the API's short security set and CORS, fixed strings set in one pass. */
import { API_SECURITY_HEADERS } from './securityHeaders.ts';

const CORS_HEADERS = [
  ['Access-Control-Allow-Origin', '*'],
  ['Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS'],
  ['Access-Control-Allow-Headers', 'Authorization, Content-Type'],
  ['Access-Control-Expose-Headers', 'Content-Range'],
] as const;

export const API_HEADERS = [...API_SECURITY_HEADERS, ...CORS_HEADERS];
