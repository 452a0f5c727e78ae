/**
 * The chunk groups of the signed-in shell (ADR 013, issue 32): every module the themed and main layout
 * routes import statically, that the login route does not. Every page behind the login loads those two
 * layouts, so all of it is loaded anyway; left to rolldown, the modules the layouts share with the
 * pages and their windows split into dozens of chunks of a few hundred bytes, each compressed alone
 * and each repeating its import lines (the course list loaded 65 chunks under 3 KB: 40.9 KB gzip apart,
 * 29.2 KB as one stream). What the login route loads stays out, or it would load the group: the
 * entry, the plain pages (drawn without MUI) and what the entry's modules import lazily besides the
 * router's pages (the connection banner's view, warmed up when idle).
 */
import type { Rolldown } from 'vite';

type ModuleInfo = Pick<Rolldown.ModuleInfo, 'importedIds' | 'dynamicallyImportedIds'>;
type Context = { getModuleInfo(id: string): ModuleInfo | null };

/** The modules `roots` import statically, transitively, themselves included. */
function staticClosure(ctx: Context, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

interface Starts {
  /**
   * The SPA's entry module and the boot's module loaded right after it (the router's start, which a
   * first visit to the login page loads on the first interaction): what the login route loads.
   */
  entries: string[];
  /** The router's table: its lazy imports are the pages, which the layers below sort. */
  router: string;
  /** The pages drawn without MUI, outside the themed layout (the login page). */
  plainPages: string[];
  /**
   * Layout routes, outermost first, each a chunk of its own: what a layout imports that the layouts
   * before it do not. The themed layout apart from the main one, so the pages under the first alone
   * (password reset, the driver's link) do not load the main layout's menus. `pagesBeside`: the pages
   * under the outer layers but not under this layout; what they import stays out of this layer, so
   * that they do not load it.
   */
  layers: { name: string; layout: string; pagesBeside?: string[] }[];
  /**
   * The chunk of what the entry imports statically (the first of `entries`, itself left out): without
   * it, rolldown splits every module that the entry shares with the router's chunk, which it loads
   * lazily, into a chunk of its own (six, on the login route), as if the entry were not loaded by then.
   */
  boot: string;
}

/**
 * A `codeSplitting.groups` name function: a layer's name for what its layout imports statically and
 * the login route and the outer layers do not. Computed once per build, on the first call (the module
 * graph is complete then). Every static import of a layer's module is then in that layer, an outer
 * one, the login route's modules (loaded first) or those of the pages beside it, so the group needs rolldown's
 * `includeDependenciesRecursively: false` and still yields no import cycle between chunks.
 */
export function shellChunkGroup({ entries, router, plainPages, layers, boot }: Starts) {
  let layerOf: Map<string, string> | undefined;
  return (id: string, ctx: Context): string | null => {
    if (!layerOf) {
      const entryModules = staticClosure(ctx, entries);
      const idle = [...entryModules]
        .filter((module) => module !== router)
        .flatMap((module) => ctx.getModuleInfo(module)?.dynamicallyImportedIds ?? []);
      const assigned = staticClosure(ctx, [...entries, ...plainPages, ...idle]);
      layerOf = new Map();
      const [entry] = entries;
      for (const module of staticClosure(ctx, entries.slice(0, 1)))
        if (module !== entry) layerOf.set(module, boot);
      for (const { name, layout, pagesBeside = [] } of layers) {
        const beside = staticClosure(ctx, pagesBeside);
        for (const module of staticClosure(ctx, [layout]))
          if (!assigned.has(module) && !beside.has(module)) {
            assigned.add(module);
            layerOf.set(module, name);
          }
      }
    }
    return layerOf.get(id) ?? null;
  };
}
