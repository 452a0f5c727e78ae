import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { type User, asRuleUser } from '@/api/user.schema';
import type { Role } from '@domain/auth/roles';
import { roleLabel } from '@domain/people/role-labels';
import { grantableRoles, roleChangeViolations } from '@domain/people/user-permissions';

interface RolesFieldProps {
  actor: User;
  target: User | null;
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  error: string | undefined;
}

/**
 * 'Role': a checkbox per role the actor may grant (user-permissions.grantableRoles, the rule the server
 * applies). A role the actor may not take away from this account (their own admin role) is locked.
 */
export function RolesField({ actor, target, value, onChange, error }: RolesFieldProps) {
  const current = (target?.roles ?? []) as Role[];
  const locked = (role: Role) =>
    target !== null &&
    value.includes(role) &&
    roleChangeViolations(
      asRuleUser(actor),
      target,
      current,
      value.filter((other) => other !== role),
    ).length > roleChangeViolations(asRuleUser(actor), target, current, value).length;
  const toggle = (role: Role, checked: boolean) =>
    onChange(checked ? [...value, role] : value.filter((other) => other !== role));
  return (
    <FormControl component="fieldset" error={Boolean(error)} required sx={{ mt: 2, display: 'block' }}>
      <FormLabel component="legend">Role</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' } }}>
        {grantableRoles(asRuleUser(actor)).map((role) => (
          <FormControlLabel
            key={role}
            label={roleLabel(role)}
            control={
              <Checkbox
                checked={value.includes(role)}
                disabled={locked(role)}
                onChange={(event) => toggle(role, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
