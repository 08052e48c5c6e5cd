/** Platform Training's one partition: every video an item of it. */
export const TRAINING_VIDEOS = 'TRAINING';

export const trainingVideoKey = (id: string) => ({ pk: TRAINING_VIDEOS, sk: `VIDEO#${id}` });
