import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import type { Brand } from '@domain/contract/fleet-car.schema';
import { brandSchema, type BrandFormData, type BrandFormInput } from '@domain/fleet/brand.schema';
import { brandQuery, brandsKeys, saveBrand } from '../api/cars-api';

const valuesOf = (brand: Brand | undefined): BrandFormInput => ({
  name: brand?.name ?? '',
  models: brand ? brand.models.map((model) => ({ id: model.id, name: model.name })) : [{ name: '' }],
});

interface BrandDialogProps {
  /** The brand to edit ('Edytuj markę i modele'); absent to add one. */
  brand?: Brand;
  onClose: () => void;
  onSaved: (brand: Brand) => void;
}

/**
 * 'Dodaj markę i modele' / 'Edytuj markę i modele' (administration.md §2.4): the brand name and its
 * models, added and removed; a model a car uses cannot be removed (the server says so in Polish).
 */
export function BrandDialog({ brand, onClose, onSaved }: BrandDialogProps) {
  const form = useForm<BrandFormInput, unknown, BrandFormData>({
    resolver: zodResolver(brandSchema),
    defaultValues: valuesOf(brand),
  });
  const stale = useStaleForm(form, brandQuery(brand?.id ?? 0), valuesOf, brand);
  const models = useFieldArray({ control: form.control, name: 'models', keyName: 'key' });
  const onFieldError = useSubmitError(form.setError, ['name', 'models']);
  const save = useResourceMutation({
    kind: brand ? 'edit' : 'create',
    resource: brandsKeys.all[0],
    mutationFn: (data: BrandFormData) => saveBrand(data, brand ? stale.pin(brand) : null),
    onSuccess: onSaved,
    onError: (error) => {
      onFieldError(error);
      return true;
    },
    stale: brand && stale,
  });
  const { errors } = form.formState;
  return (
    <ResourceDialog
      title={brand ? 'Edytuj markę i modele' : 'Dodaj markę i modele'}
      onClose={onClose}
      pending={save.isPending}
      stale={stale}
      onSubmit={() => void form.handleSubmit((data) => save.mutate(data))()}
    >
      <TextField
        {...form.register('name')}
        label="Marka"
        size="small"
        fullWidth
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
      />
      {models.fields.map((field, index) => (
        <Stack key={field.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            {...form.register(`models.${index}.name`)}
            label={`Model ${index + 1}`}
            size="small"
            fullWidth
            error={Boolean(errors.models?.[index]?.name)}
            helperText={errors.models?.[index]?.name?.message}
          />
          <IconButton aria-label={`Usuń model ${index + 1}`} onClick={() => models.remove(index)}>
            <DeleteOutlinedIcon />
          </IconButton>
        </Stack>
      ))}
      {errors.models?.message && <FormHelperText error>{errors.models.message}</FormHelperText>}
      <Button onClick={() => models.append({ name: '' })}>Dodaj model</Button>
    </ResourceDialog>
  );
}
