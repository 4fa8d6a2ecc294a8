import { Link } from 'react-router-dom';
import { safeHref } from '../../../lib/safe-href';

interface NoticeLinkProps {
  link: string;
  title: string;
  onFollow?: () => void;
}

/** A notice's link: inside the portal with the router, elsewhere in a new tab, never unsafe. */
export function NoticeLink({ link, title, onFollow }: NoticeLinkProps) {
  const target = safeHref(link);
  if (!target) return null;
  const label = (
    <>
      Open<span className="visually-hidden">: {title}</span>
    </>
  );
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} onClick={onFollow}>
        {label}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
