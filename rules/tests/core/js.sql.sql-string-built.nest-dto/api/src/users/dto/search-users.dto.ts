import { IsEnum, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, Min } from 'class-validator';

export enum UserStatus {
  Active = 'active',
  Suspended = 'suspended',
}

export class SearchUsersDto {
  @IsUUID()
  teamId: string;

  @IsIn(['name', 'created_at', 'email'])
  sortBy: string;

  @IsEnum(UserStatus)
  status: string;

  @Matches(/^[a-z_]{1,32}$/)
  column: string;

  @IsInt()
  @Min(1)
  @Max(100)
  limit: number;

  @IsString()
  @IsOptional()
  name?: string;

  @Matches(/^[^;]+$/)
  note: string;
}
