import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { ApplicationItem } from '../../../../shared/api/applications-operations';
import { applicationsPaths } from '../../lib/applications/applications-paths';
import './subscribe.css';

interface SubscribedNoteProps {
  applications: readonly ApplicationItem[];
  ref?: Ref<HTMLParagraphElement>;
}

/** In place of Subscribe once every application is subscribed: with which, and where the key is. */
export function SubscribedNote({ applications, ref }: SubscribedNoteProps) {
  const one = applications.length === 1;
  return (
    <p ref={ref} className="subscribed-note">
      <span className="subscribed-note__state">
        <span aria-hidden="true">✓</span> Subscribed with{' '}
        {applications.map((application) => application.applicationName).join(', ')}
      </span>
      {applications.map((application) => (
        <Link
          key={application.applicationId}
          className="button button--quiet button--small"
          to={applicationsPaths.details(application.applicationId)}
          aria-label={`View key of ${application.applicationName}`}
        >
          {one ? 'View key' : `${application.applicationName} key`}
        </Link>
      ))}
    </p>
  );
}
