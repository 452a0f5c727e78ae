import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RouteErrorView } from './route-error-view';

/** The router's error element of every route (router.tsx): the plain error page, or 'page not found'. */
export function RouteError() {
  const error = useRouteError();
  return <RouteErrorView notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
