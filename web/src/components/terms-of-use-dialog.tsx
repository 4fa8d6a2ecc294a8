import { Modal } from './modal';
import { termsOfUseClauses } from './terms-of-use-clauses';

/** The Terms Of Use pop-up: the twelve clauses, numbered. */
export function TermsOfUseDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title="Terms Of Use"
      size="large"
      closeLabel="Close Terms Of Use"
      onClose={onClose}
      description={<p>These terms apply to every account of the Marque API Marketplace.</p>}
      actions={
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <ol className="terms-list">
        {termsOfUseClauses.map((clause) => (
          <li key={clause.title}>
            <strong>{clause.title}.</strong> {clause.text}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
