import type { FieldPath } from './three-way-merge';

/** MUI marks a required label with ' *' (a thin space and an asterisk): not part of the field's name. */
const REQUIRED_MARK = /[\s\u2009]*\*\s*$/;

const textOf = (element: Element | null | undefined) =>
  element?.textContent?.replace(REQUIRED_MARK, '').trim() || undefined;

type NamedControl = Element & { name: string; labels?: NodeListOf<HTMLLabelElement> | null };

/** The label the user reads beside a control: its <label>, its aria-label, or its MUI form control's label. */
function labelOfControl(control: NamedControl): string | undefined {
  // A radio's own label is one of the choices: the field is the group.
  const group = control.closest('[role="radiogroup"]');
  return (
    (group?.getAttribute('aria-label') || undefined) ??
    textOf(control.labels?.[0]) ??
    (control.getAttribute('aria-label') || undefined) ??
    // A select's value sits in a hidden input; its label belongs to the surrounding form control.
    textOf(control.closest('.MuiFormControl-root')?.querySelector('label')) ??
    textOf(control.closest('fieldset')?.querySelector('legend'))
  );
}

/**
 * A form field's name as the form itself shows it, found by the react-hook-form name of its control
 * (`phones.0.phone`); a path that names a whole group (`phones`) takes the label of its first control.
 * Falls back to the path, so a field the form does not render still has a name.
 * Example: fieldLabel(form, ['name']) === 'Nazwa grupy'
 */
export function fieldLabel(form: HTMLFormElement | null, path: FieldPath): string {
  const name = path.join('.');
  const controls = [...(form?.elements ?? [])].filter(
    (element): element is NamedControl => 'name' in element && typeof element.name === 'string',
  );
  const control =
    controls.find((element) => element.name === name) ??
    controls.find((element) => element.name.startsWith(`${name}.`));
  return (control && labelOfControl(control)) ?? name;
}
