/** Every API answer's fixed headers: the API's short security set, set in one pass (CORS: cors.ts). */
import { API_SECURITY_HEADERS } from './securityHeaders.ts';

export const API_HEADERS = [...API_SECURITY_HEADERS];
