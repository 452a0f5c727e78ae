import { ReportGeneratorDialog, type ReportGeneratorConfig } from './report-generator-dialog';

/** The kilometer-course report (GET api/kilometer_courses/report, docs/spec-decisions.md row 183). */
export const KILOMETER_REPORT: ReportGeneratorConfig = {
  title: 'Raport kilometrówek',
  endpoint: '/api/kilometer_courses/report',
  method: 'GET',
  // Every passenger's rides by default; the price has its default 0.6 zł.
  requirement: 'none',
  format: 'binary',
  fileNamePrefix: 'raport-kilometrowek',
  fileExtension: 'pdf',
  passengerFilter: 'passenger',
};

/** The generator dialog of the kilometer report; a default export for `lazy`. */
export default function KilometerReportGenerator(props: { ownRidesOnly: boolean; onClose: () => void }) {
  return <ReportGeneratorDialog config={KILOMETER_REPORT} {...props} />;
}
