import type { Category } from '@/shared/entities'

export const seedCategories: Category[] = [
  {
    _id: 'analysis',
    categoryName: 'Analysis',
    description:
      'Famous and recent games taken apart move by move, so you see what the players saw.',
  },
  {
    _id: 'tutorial',
    categoryName: 'Tutorial',
    description: 'Lessons on openings, plans and habits that make you a stronger player.',
  },
  {
    _id: 'casual',
    categoryName: 'Casual',
    description: 'Streams, stories and light-hearted chess to enjoy with a cup of tea.',
  },
]
