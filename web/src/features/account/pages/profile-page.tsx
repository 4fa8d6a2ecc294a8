import { useEffect, useRef, useState } from 'react';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useProfile } from '../api/get-profile';
import { PasswordCard } from '../components/password-card';
import { ProfileDetails } from '../components/profile-details';
import { ProfileEditForm } from '../components/profile-edit-form';
import { ToursCard } from '../components/tours-card';
import '../profile.css';
import { PageMeta } from '../../../components/page-meta';

/**
 * /myProfile: the stored details, an edit mode for names and mobile, the password's age, and
 * 'Show the tours again'.
 */
export function ProfilePage() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Leaving edit mode puts focus back on the Edit button, where the user started.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButtonRef.current?.focus();
  }, [editing]);

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <div className="container page">
      <PageMeta
        title="My Profile · Marque"
        description="Your name, organization and contact details."
        noIndex
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'My Profile' }]} />
      <header className="page-header">
        <h1>My Profile</h1>
        <p>The details we hold for your developer account.</p>
      </header>
      {profile.isPending ? (
        <LoadingState label="Loading your profile…" />
      ) : profile.isError ? (
        <ErrorState onRetry={() => void profile.refetch()} />
      ) : (
        <div className="profile-layout">
          <section
            className="card profile-card"
            aria-labelledby={editing ? 'profile-edit-title' : 'profile-details-title'}
          >
            {editing ? (
              <ProfileEditForm profile={profile.data} onDone={stopEditing} />
            ) : (
              <>
                <div className="profile-card__head">
                  <h2 id="profile-details-title">Your details</h2>
                  <button
                    ref={editButtonRef}
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setEditing(true)}
                  >
                    Edit details
                  </button>
                </div>
                <ProfileDetails profile={profile.data} />
              </>
            )}
          </section>
          <div className="profile-side">
            <PasswordCard profile={profile.data} />
            <ToursCard />
          </div>
        </div>
      )}
    </div>
  );
}
