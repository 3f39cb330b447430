import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Answer } from '@/shared/answers'
import type { Category } from '@/shared/entities'

export async function getCategories(): Promise<Category[]> {
  return (await api.get<Answer<'categories'>>('/categories')).categories
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories })

export const useCategories = () => useQuery(categoriesQueryOptions())
