ALTER TABLE "invoice_courses" DROP CONSTRAINT "invoice_courses_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_courses" ADD CONSTRAINT "invoice_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;