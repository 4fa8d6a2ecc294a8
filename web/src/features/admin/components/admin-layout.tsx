import '../admin.css';
import { NavLink, Outlet } from 'react-router-dom';
import { adminSections } from '../admin-sections';

/** The admin area's frame: its section menu and the section's page. */
export function AdminLayout() {
  return (
    <div className="admin-layout">
      <nav className="admin-nav container" aria-label="Admin sections">
        <ul className="admin-nav__list">
          <li>
            <NavLink className="admin-nav__link" to="/admin" end>
              Overview
            </NavLink>
          </li>
          {adminSections.map((section) => (
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
