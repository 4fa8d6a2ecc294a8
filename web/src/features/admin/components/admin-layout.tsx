import '../admin.css';
import { NavLink, Outlet } from 'react-router-dom';

const sections = [
  { to: 'apis', label: 'APIs' },
  { to: 'accounts', label: 'Accounts' },
  { to: 'access', label: 'Access' },
  { to: 'content', label: 'Content' },
  { to: 'notification', label: 'Notification' },
  { to: 'usageInsights', label: 'Usage insights' },
  { to: 'costexplorer', label: 'Cost explorer' },
  { to: 'allApps', label: 'All applications' },
] as const;

/** The admin area's frame: its section menu and the section's page. */
export function AdminLayout() {
  return (
    <div className="admin-layout">
      <nav className="admin-nav container" aria-label="Admin sections">
        <ul className="admin-nav__list">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink className="admin-nav__link" to={`/admin/${section.to}`}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
