// The set-based seeding of many courses lives with the tests that share it (the EXPLAIN test).
export { multiplyCourses, narrowCompanyShare } from '../server/test/many-courses.support';
