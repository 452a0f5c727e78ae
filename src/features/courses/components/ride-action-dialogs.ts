/**
 * The ride actions' confirmations, behind ONE dynamic import of the course list: the plain question
 * and the series' cancel question (row 858) load together when either is first opened, so the list's
 * first chunk carries one import site, not two (its JavaScript is at its budget, bundle-budget journey).
 */
export { ActionDialog } from '@/ui/dialogs/action-dialog';
export { SeriesCancelDialog } from './series-cancel-dialog';
