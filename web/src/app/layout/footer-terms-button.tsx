import { lazy, Suspense, useState } from 'react';

// The twelve clauses load when someone asks for them, not with every page.
const TermsOfUseDialog = lazy(() =>
  import('../../components/terms-of-use-dialog').then((m) => ({ default: m.TermsOfUseDialog })),
);

/** The footer's 'Terms of use': opens the Terms Of Use dialog (spec §1, twelve clauses). */
export function FooterTermsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        Terms of use
      </button>
      {open ? (
        <Suspense fallback={null}>
          <TermsOfUseDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
