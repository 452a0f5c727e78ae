import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { driverReportSchema, type DriverReport } from '@domain/courses/driver-report.schema';
import { useNotice } from '@/ui/notice/notice-context';
import { courseInfoKey, saveKnownCourse } from '../api/get-course-info';
import type { CourseInfo } from '@domain/contract/course-info.schema';
import { saveCourseReport } from '../api/save-course-report';
import { typedNumber } from '@domain/validation/polish-decimal';

type ReportInput = z.input<typeof driverReportSchema>;

/** The driver's course report, sent after the end (distance, waiting, highway cost, comment). */
export function DriverReportForm({ token, report }: { token: string; report: CourseInfo['report'] }) {
  const queryClient = useQueryClient();
  const notice = useNotice();
  const form = useForm<ReportInput, unknown, DriverReport>({
    resolver: zodResolver(driverReportSchema),
    defaultValues: {
      distance: report.distance ?? '',
      waitingHours: report.waitingHours ?? '',
      highwayCost: report.highwayCost ?? '',
      comment: report.comment ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (values: DriverReport) => saveCourseReport(token, values),
    onSuccess: (info) => {
      saveKnownCourse(token, info);
      queryClient.setQueryData(courseInfoKey(token), info);
      notice.success('Raport został wysłany');
    },
    onError: (error) => notice.error(error),
  });
  const { errors } = form.formState;
  const field = (name: 'distance' | 'waitingHours' | 'highwayCost', label: string, decimal: boolean) => (
    <TextField
      label={label}
      // On the input itself (a TextField prop would land on its wrapper): the phone's number keyboard.
      slotProps={{ htmlInput: { inputMode: decimal ? 'decimal' : 'numeric' } }}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      {...form.register(name, { setValueAs: typedNumber })}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="driver-report-title"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id="driver-report-title" component="h2" variant="h6">
        Raport z kursu
      </Typography>
      {field('distance', 'Przejechane km', false)}
      {field('waitingHours', 'Godziny oczekiwania', true)}
      {field('highwayCost', 'Koszt autostrad (zł)', true)}
      <TextField
        label="Komentarz"
        multiline
        minRows={2}
        error={Boolean(errors.comment)}
        helperText={errors.comment?.message}
        {...form.register('comment')}
      />
      <Button type="submit" variant="contained" loading={save.isPending}>
        Wyślij raport
      </Button>
    </Box>
  );
}
