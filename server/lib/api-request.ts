import type { FastifyRequest } from 'fastify';

const API_PATH = /^\/+api(\/|$)/i;

function decodePath(url: string): string {
  const path = url.split('?')[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request is for the API: the route it matched is under /api, whatever spelling of the path reached
 * it (the router decodes `/%61pi/user` to `/api/user`); with no route matched, its decoded path is.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route) return route === '/api' || route.startsWith('/api/');
  return API_PATH.test(decodePath(request.url));
}
