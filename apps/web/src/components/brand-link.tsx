// The product mark linking home, as the public pages and the sign-in screen show it.
import { Link } from 'react-router';

export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
      <span>Nova Planner</span>
    </Link>
  );
}
