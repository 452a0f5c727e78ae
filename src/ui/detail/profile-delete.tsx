import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';

interface ProfileDeleteProps {
  /** The confirmation's question, as the list asks it ('Czy na pewno usunąć …?'). */
  title: string;
  /** Under the question: the record's name, as the list's dialog says it. */
  text: string;
  /** Query-key root(s) the delete makes stale (the list the page belongs to). */
  resource: string | readonly string[];
  remove: () => Promise<void>;
  /** The list the profile belongs to: where a deleted record's page goes (courses.md §7). */
  backTo: string;
}

/**
 * 'Usuń' on a profile page (courses.md §6-§7, row 680): asks first, then the delete, the notice
 * 'Pomyślnie usunięto rekord' and back to the list. A refusal keeps the page and says why (§8).
 * Show it only where the domain rule the list uses allows the delete; the server checks the same rule.
 */
export function ProfileDelete({ title, text, resource, remove, backTo }: ProfileDeleteProps) {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const mutation = useResourceMutation({
    kind: 'delete',
    resource,
    // Leave the page before the caches refresh: the deleted record's own query would ask again and
    // show its 404 for a moment. The mutation's callbacks (the notice) still run once unmounted.
    mutationFn: async () => {
      await remove();
      void navigate(backTo, { replace: true });
    },
    onError: () => {
      setAsking(false);
      return false;
    },
  });
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        Usuń
      </Button>
      {asking && (
        <ConfirmDialog
          title={title}
          text={text}
          pending={mutation.isPending}
          onConfirm={() => mutation.mutate(undefined)}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
