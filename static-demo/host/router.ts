/** A route as Fastify's `app.route` receives it (what ts-rest and the fake server register). */
export type RouteOptions = {
  method: string | string[];
  url: string;
  config?: Record<string, unknown>;
  handler: (request: never, reply: never) => unknown;
};

type Compiled = { options: RouteOptions; methods: string[]; segments: string[] };

/** A path whose segments do not all decode (a broken escape) matches no route, as in find-my-way. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The routes of the host: static segments and `:name` parameters, matched case-sensitively and
 * without a trailing slash, as Fastify's router does by default. A GET route answers HEAD too.
 */
export function createRouter() {
  const routes: Compiled[] = [];
  return {
    add(options: RouteOptions) {
      const methods = (Array.isArray(options.method) ? options.method : [options.method]).map((m) => m.toUpperCase());
      if (methods.includes('GET')) methods.push('HEAD');
      routes.push({ options, methods, segments: options.url.split('/') });
    },
    find(method: string, path: string): { options: RouteOptions; params: Record<string, string> } | null {
      const parts = path.split('/');
      for (const route of routes) {
        if (!route.methods.includes(method) || route.segments.length !== parts.length) continue;
        const params: Record<string, string> = {};
        const fits = route.segments.every((segment, i) => {
          const part = parts[i]!;
          if (!segment.startsWith(':')) return segment === part;
          const value = decodeSegment(part);
          if (value === null || value === '') return false;
          params[segment.slice(1)] = value;
          return true;
        });
        if (fits) return { options: route.options, params };
      }
      return null;
    },
  };
}
