/**
 * What other features may use of locomotives: the course form's 'Lokomotywa' picker lists them and
 * adds one through the same dialog as the 'Lokomotywy' page. The page itself is composed by
 * src/app/routes/locomotives-route.tsx. Only this entry is open to other features (eslint.config.js).
 */
export { LocomotiveDialog } from './components/locomotive-dialog';
export { useLocomotives, type Locomotive } from './api/get-locomotives';
