import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { sayNotDiscarded } from '../../offline/outbox/discard';
import { outbox } from '../../offline/outbox/outbox-actions';
import type { OutboxEntry } from '../../offline/outbox/outbox-entry';
import { sendOutbox } from '../../offline/outbox/send-outbox';
import { ownerOf } from '../../offline/owner';
import { useServices } from '../../services/services-context';
import { logOut } from '../../session/log-out';
import { authStateAtom } from '../../session/session-atoms';
import { LogoutDialog, type LogoutStep } from './LogoutDialog';

interface Open {
  entries: readonly OutboxEntry[];
  step: LogoutStep;
}

/**
 * Logout that strands nothing: with inspections of this user still on the device (waiting or
 * not accepted), it lists them first (LogoutDialog); with none, it logs out at once. `dialog`
 * is rendered by the caller.
 */
export function useLogout(): { requestLogout: () => void; dialog: ReactNode } {
  const services = useServices();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open | null>(null);

  const finish = () => {
    setOpen(null);
    void logOut(services);
    navigate(paths.login, { replace: true });
  };
  const owner = () => {
    const auth = services.store.get(authStateAtom);
    return auth ? ownerOf(auth) : null;
  };
  const listed = async () => {
    const who = owner();
    if (!who) return [];
    try {
      return await outbox.list(who);
    } catch (error) {
      // Unreadable here: whatever is there stays on the device, its owner's.
      console.error('[session] the outbox could not be read before logout', error);
      return [];
    }
  };

  const requestLogout = () => {
    void listed().then((entries) => {
      if (entries.length === 0) finish();
      else setOpen({ entries, step: { kind: 'choose' } });
    });
  };

  const sendNow = async () => {
    const who = owner();
    if (!who || !open) return;
    const total = open.entries.filter((entry) => entry.status === 'waiting').length;
    let done = 0;
    setOpen({ ...open, step: { kind: 'sending', done, total } });
    try {
      await sendOutbox({
        outbox,
        owner: who,
        api: services.api,
        onProgress: ({ result }) => {
          if (result === 'sending') return;
          done = Math.min(done + 1, Math.max(total - 1, 0));
          setOpen((current) => current && { ...current, step: { kind: 'sending', done, total } });
        },
      });
    } catch (error) {
      console.error('[session] the inspections could not be sent before logout', error);
    }
    const left = await listed();
    if (left.length === 0) finish();
    else setOpen({ entries: left, step: { kind: 'choose', notAllSent: true } });
  };

  const discard = async () => {
    const who = owner();
    if (!who || !open) return;
    try {
      for (const entry of open.entries) await outbox.remove(who, entry.id);
    } catch (error) {
      sayNotDiscarded(error);
      setOpen({ entries: await listed(), step: { kind: 'choose' } });
      return;
    }
    finish();
  };

  const dialog = open ? (
    <LogoutDialog
      entries={open.entries}
      step={open.step}
      onSendNow={() => void sendNow()}
      onKeep={finish}
      onDiscard={() => setOpen({ ...open, step: { kind: 'confirm-discard' } })}
      onConfirmDiscard={() => void discard()}
      onBack={() => setOpen({ ...open, step: { kind: 'choose' } })}
      onClose={() => setOpen(null)}
    />
  ) : null;
  return { requestLogout, dialog };
}
