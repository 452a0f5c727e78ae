import dayjs from 'dayjs';
import 'dayjs/locale/pl';

// Polish everywhere dayjs formats (month names, week starting on Monday); imported by the shell and
// by the pickers' provider, so it holds before any date is shown.
dayjs.locale('pl');
