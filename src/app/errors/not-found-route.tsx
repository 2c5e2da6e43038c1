// Any address no route claims: the 404 page, answered with the status 404.
import { data } from 'react-router';
import { NotFoundPage } from './not-found-page';

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
