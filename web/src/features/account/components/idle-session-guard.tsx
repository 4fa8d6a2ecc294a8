import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { sessionTimers } from '../session-timers';
import { IdleDialog } from './idle-dialog';
import '../session.css';

/**
 * The idle rule of spec §4, mounted while signed in: after 13 minutes without activity in any tab
 * 'Are you still there?' counts down 120 seconds. 'I'm here' restarts the timer in every tab;
 * 'Sign out' or the end of the countdown signs out (every tab, through useAuth().signOut). The
 * same activity events keep the server's session alive (useAuth().reportActivity, throttled),
 * except while the dialog waits for an answer.
 */
export function IdleSessionGuard() {
  const { signOut, reportActivity } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [timers] = useState(sessionTimers);
  const [prompted, setPrompted] = useState(false);
  const signingOut = useRef(false);

  const endSession = () => {
    if (signingOut.current) return;
    signingOut.current = true;
    setPrompted(false);
    // The session ends locally whatever the server says; another tab may have ended it first.
    signOut()
      .catch(() => undefined)
      .finally(() => {
        queryClient.clear();
        void navigate('/');
      });
  };

  const idleTimer = useIdleTimer({
    name: 'marque-idle',
    timeout: timers.idleTimeoutMs + timers.idleCountdownMs,
    promptBeforeIdle: timers.idleCountdownMs,
    crossTab: true,
    syncTimers: 200,
    onPrompt: () => setPrompted(true),
    onActive: () => setPrompted(false),
    onAction: (_event, timer) => {
      if (!timer?.isPrompted()) reportActivity();
    },
    onIdle: endSession,
  });

  if (!prompted) return null;
  return (
    <IdleDialog
      countdownMs={timers.idleCountdownMs}
      getRemainingTime={idleTimer.getRemainingTime}
      onStay={() => {
        setPrompted(false);
        idleTimer.activate();
      }}
      onSignOut={endSession}
    />
  );
}
