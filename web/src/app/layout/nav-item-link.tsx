import { Link, useLocation } from 'react-router-dom';
import { currentFor, type NavItem } from './nav-items';

interface NavItemLinkProps {
  item: NavItem;
  className?: string;
  onClick?: () => void;
}

/** A header entry, marked (aria-current) on its page and on every page of its section. */
export function NavItemLink({ item, className = 'nav-link', onClick }: NavItemLinkProps) {
  const { pathname } = useLocation();
  return (
    <Link
      className={className}
      to={item.to}
      aria-current={currentFor(item, pathname)}
      onClick={onClick}
    >
      {item.label}
    </Link>
  );
}
