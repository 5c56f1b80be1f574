import { useSignOut, type Role } from '@hr/session';
import { useNavigate } from 'react-router';

/** Clears the session and goes to the role's login page (one render: both updates are batched). */
export function useLogout(role: Role): () => void {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return () => {
    signOut();
    navigate(`/login/${role}`, { replace: true });
  };
}
