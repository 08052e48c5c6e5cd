import * as z from 'zod/mini';
import { imageLink } from './common.ts';

// The signup categories a client offers new loyalty members (spec 3 §3: title, text and image;
// docs/client-loyalty-members.md): the kiosk shows them as cards, all selected, and the member's
// choice is kept as the titles in categoryPreferences.

export const SIGNUP_CATEGORIES_MAX = 12;
export const CATEGORY_TITLE_MAX = 60;
export const CATEGORY_TEXT_MAX = 300;

export const signupCategorySchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the category a title.'),
      z.maxLength(CATEGORY_TITLE_MAX, `A title is at most ${CATEGORY_TITLE_MAX} characters.`),
    ),
  text: z
    .string()
    .check(z.trim(), z.maxLength(CATEGORY_TEXT_MAX, `The text is at most ${CATEGORY_TEXT_MAX} characters.`)),
  image: z.optional(imageLink),
});
export type SignupCategory = z.infer<typeof signupCategorySchema>;

export const signupCategoriesSchema = z.array(signupCategorySchema).check(
  z.maxLength(SIGNUP_CATEGORIES_MAX, `At most ${SIGNUP_CATEGORIES_MAX} categories.`),
  z.refine(
    (list) => new Set(list.map((c) => c.title.toLowerCase())).size === list.length,
    'Each category needs a title of its own.',
  ),
);

export const signupCategoriesBodySchema = z.strictObject({ categories: signupCategoriesSchema });

export const signupCategoriesAnswerSchema = z.object({
  error: z.literal(false),
  categories: z.array(signupCategorySchema),
});
