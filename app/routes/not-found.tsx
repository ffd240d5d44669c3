import { notFound } from "~/lib/http/responses";

/** Any path outside the route table (and /{lang}/anything-unknown) → the 404 page. */
export function loader(): never {
  throw notFound();
}

export default function NotFound() {
  return null;
}
