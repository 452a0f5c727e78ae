import { Suspense, use, useState, type ReactElement } from 'react';
import { lazyRoute } from '@/lib/lazy-route';
import { preload } from '@/lib/preload';
import { LoadBoundary } from '@/ui/load-boundary';
import { PlainLogin, startsOnPlainLogin } from './plain-login';
import { RouteErrorView } from './routes/route-error-view';
import type * as AppModuleType from './app';

type AppModule = typeof AppModuleType;

let appModule: Promise<AppModule> | undefined;
/** The router's code (React Router, the route table, the guards): once, tried again after a failure. */
function importApp() {
  appModule ??= lazyRoute(() => import('./app'))().catch((error: unknown) => {
    appModule = undefined;
    throw error;
  });
  return appModule;
}

let startedApp: Promise<ReactElement> | undefined;
/** The one router of the page, created at the address of the moment, with its first page loaded. */
function startAppOnce() {
  startedApp ??= importApp().then((app) => app.startApp());
  return startedApp;
}

function RunningApp() {
  return use(startAppOnce());
}

function Started({ app, failure }: { app: ReactElement | null; failure: unknown }) {
  if (failure) throw failure;
  return app ?? <RunningApp />;
}

/**
 * The root of the page. A first visit to the login page draws it without React Router, which is then
 * loaded when the user interacts with the form, and started when the user signs in or follows a link
 * (ADR 013, issue 32: the login route within 100 kB). Every other address starts the router at once;
 * meanwhile an empty page, as the router's own first load shows. Code that cannot be loaded shows the
 * routes' error page ('Spróbuj ponownie'), never a white page.
 */
export function Boot() {
  const [plain] = useState(() => startsOnPlainLogin(window.location));
  const [app, setApp] = useState<ReactElement | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const leave = async (path: string, { replace }: { replace: boolean }) => {
    try {
      if (replace) window.history.replaceState(null, '', path);
      else window.history.pushState(null, '', path);
      setApp(await startAppOnce());
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <LoadBoundary fallback={<RouteErrorView notFound={false} />}>
      <Suspense fallback={<div />}>
        {plain && !app && !failure ? (
          <PlainLogin leave={leave} warmUp={() => preload(importApp)} />
        ) : (
          <Started app={app} failure={failure} />
        )}
      </Suspense>
    </LoadBoundary>
  );
}
