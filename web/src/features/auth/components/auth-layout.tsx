import { Outlet } from 'react-router-dom';
import '../auth.css';

/** The two-panel screen of /signIn, /register, /forgotPassword and /changePassword. */
export function AuthLayout() {
  return (
    <div className="container page auth-screen">
      <section className="auth-welcome" aria-labelledby="auth-welcome-title">
        <h1 id="auth-welcome-title">Welcome to the Marque API Marketplace</h1>
        <p className="auth-welcome__lead">
          One account for the connected-car, sales and partner APIs of Marque: create applications,
          subscribe under a usage plan and try out APIs in the sandbox.
        </p>
        <ul className="auth-welcome__points">
          <li>Self-service sandbox keys</li>
          <li>Usage plans from Basic to Premium</li>
          <li>Production access by request</li>
        </ul>
      </section>
      <section className="auth-panel" aria-label="Account">
        <Outlet />
      </section>
    </div>
  );
}
