import { Link } from 'react-router-dom';

/**
 * Under the sign-in form: where a new partner gets an account. A button of its own, not a link in
 * the small print, so a first visit finds it.
 */
export function RegisterInvitation() {
  return (
    <section className="register-invitation" aria-labelledby="register-invitation-title">
      <h3 id="register-invitation-title">New to Marque?</h3>
      <p>Register for a developer account to create applications and try out the APIs.</p>
      <Link className="button button--secondary register-invitation__cta" to="/register">
        Register
      </Link>
    </section>
  );
}
