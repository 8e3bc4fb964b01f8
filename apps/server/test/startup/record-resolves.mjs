// A module-resolution hook (module.register) that reports every resolved URL to the main thread,
// so probe.ts can tell which packages building the app loaded.
let port;

export function initialize(data) {
  port = data.port;
}

export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  port.postMessage(result.url);
  return result;
}
