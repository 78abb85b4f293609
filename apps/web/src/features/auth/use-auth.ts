import { useContext } from 'react';
import { AuthContext } from './auth-provider.tsx';

/** The current session and user; `ready` is false until the stored session has been read. */
export function useAuth() {
  return useContext(AuthContext);
}
