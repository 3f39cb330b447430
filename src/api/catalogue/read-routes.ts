import { notFound } from '../refusals'
import { messages } from '../messages'
import { answers } from '../../shared/answers'
import { defineRoutes, param, route } from '../http/define'

const tag = 'Catalogue'

export const videoRoutes = defineRoutes([
  route(
    {
      method: 'GET',
      path: '/videos',
      tag,
      summary: 'Every video of the catalogue',
      responses: { 200: ['The videos, in catalogue order', answers.videos] },
    },
    async (c) => c.json({ videos: (await c.get('store').catalogue()).videos }, 200),
  ),
  route(
    {
      method: 'GET',
      path: '/video/:videoId',
      tag,
      summary: 'One video',
      params: { videoId: 'Eas20kFpAYw' },
      responses: { 200: ['The video', answers.video], 404: 'No such video' },
    },
    async (c) => {
      const video = (await c.get('store').catalogue()).video(param(c, 'videoId'))
      if (!video) throw notFound(messages.videoNotFound)
      return c.json({ video }, 200)
    },
  ),
  route(
    {
      method: 'GET',
      path: '/categories',
      tag,
      summary: 'Every category',
      responses: { 200: ['Analysis, Tutorial, Casual', answers.categories] },
    },
    async (c) => c.json({ categories: (await c.get('store').catalogue()).categories }, 200),
  ),
  route(
    {
      method: 'GET',
      path: '/categories/:categoryId',
      tag,
      summary: 'One category',
      params: { categoryId: 'analysis' },
      responses: { 200: ['The category', answers.category], 404: 'No such category' },
    },
    async (c) => {
      const category = (await c.get('store').catalogue()).category(param(c, 'categoryId'))
      if (!category) throw notFound(messages.categoryNotFound)
      return c.json({ category }, 200)
    },
  ),
])
