import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@domain/dates';
import { canManagePushDevices, PUSH_DEVICE_TEXTS } from '@domain/push/push-devices';
import { currentUserQueryOptions } from '@/api/current-user';
import { useNotice } from '@/ui/notice/notice-context';
import { mutationErrorText } from '@/ui/resource-dialog/use-resource-mutation';
import { LOAD_ERROR } from '@/ui/errors/load-error';
import { QueryGate, RetryAlert } from '@/ui/detail/query-gate';
import { pushDevicesQuery, useRemovePushDevice } from '../api/push-devices-api';

/**
 * The browsers that receive this user's push notices (issue 34, rows 763-766): a name from the
 * browser and system, the date added, and 'Usuń' for each. Hidden while previewing another account,
 * whose devices only that user manages (the server refuses it too).
 */
export function PushDeviceList() {
  const user = useQuery(currentUserQueryOptions());
  const allowed = user.data !== undefined && canManagePushDevices(user.data);
  const devices = useQuery({ ...pushDevicesQuery, enabled: allowed });
  const remove = useRemovePushDevice();
  const notice = useNotice();
  if (!allowed) return null;

  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {PUSH_DEVICE_TEXTS.title}
      </Typography>
      <QueryGate
        query={devices}
        keepData="notice"
        pending={null}
        error={(_, retry) => (
          <RetryAlert sx={{ my: 1 }} onRetry={retry}>
            {LOAD_ERROR}
          </RetryAlert>
        )}
      >
        {(list) =>
          list.length === 0 ? (
            <Typography sx={{ my: 1 }}>{PUSH_DEVICE_TEXTS.empty}</Typography>
          ) : (
            <List aria-label={PUSH_DEVICE_TEXTS.title}>
              {list.map((device) => (
                <ListItem
                  key={device.id}
                  divider
                  disableGutters
                  secondaryAction={
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteOutlinedIcon />}
                      aria-label={`${PUSH_DEVICE_TEXTS.remove}: ${device.name}, ${formatDate(device.createdAt)}`}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(device.id, {
                          onSuccess: () => notice.success(PUSH_DEVICE_TEXTS.removed),
                          onError: (error) => notice.error(mutationErrorText('delete', error)),
                        })
                      }
                    >
                      {PUSH_DEVICE_TEXTS.remove}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={device.name}
                    secondary={`${PUSH_DEVICE_TEXTS.added} ${formatDate(device.createdAt)}`}
                    sx={{ pr: 12 }}
                  />
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryGate>
    </>
  );
}
