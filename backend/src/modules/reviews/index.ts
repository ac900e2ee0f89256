/** What other contexts may use from the reviews context. */
export { ReviewsModule } from './reviews.module';
