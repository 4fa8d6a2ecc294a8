import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { profileUpdateSchema, type Profile } from '../../../../../shared/api/account-operations';
import { MobileField } from '../../../components/mobile-field';
import { TextField } from '../../../components/text-field';
import {
  profileUpdateErrorMessage,
  useUpdateProfile,
  type ProfileUpdate,
} from '../api/update-profile';
import { showProfileSaved } from '../profile-format';
import { FormAlert } from '../../../components/form-alert';

interface ProfileEditFormProps {
  profile: Profile;
  onDone: () => void;
}

/**
 * Edit mode: first name, last name and mobile number, checked with the contract's
 * `profileUpdateSchema`; e-mail and organization are shown but only an admin may change them.
 */
export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      mobileNumber: profile.mobileNumber,
    },
  });

  const submit = async (values: ProfileUpdate) => {
    try {
      await update.mutateAsync(values);
    } catch {
      return; // shown from update.error
    }
    showProfileSaved();
    onDone();
  };

  return (
    <form
      className="profile-form"
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby="profile-edit-title"
    >
      <h2 id="profile-edit-title">Edit your details</h2>
      <FormAlert message={update.isError ? profileUpdateErrorMessage(update.error) : null} />
      <TextField
        id="profile-first-name"
        label="First Name"
        autoComplete="given-name"
        registration={register('firstName')}
        error={errors.firstName?.message}
      />
      <TextField
        id="profile-last-name"
        label="Last Name"
        autoComplete="family-name"
        registration={register('lastName')}
        error={errors.lastName?.message}
      />
      <MobileField
        id="profile-mobile"
        label="Mobile Number"
        registration={register('mobileNumber')}
        error={errors.mobileNumber?.message}
      />
      <dl className="profile-details profile-details--read-only">
        <div className="profile-details__row">
          <dt>Email</dt>
          <dd>{profile.email}</dd>
        </div>
        <div className="profile-details__row">
          <dt>Organization</dt>
          <dd>{profile.organization}</dd>
        </div>
      </dl>
      <p className="field-hint">Your e-mail and organization can only be changed by an admin.</p>
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
